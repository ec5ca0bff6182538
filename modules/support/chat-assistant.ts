import { inject, injectable } from 'inversify';
import { isLanguage } from '../../kernel';
import { CHAT_ARTICLES_MAX, type ChatSaying } from './chats.vocabulary.schemas';
import type { RenderedArticle } from './faq.render';
import { FaqService } from './faq.service';
import type { FaqInline } from './faq.vocabulary.schemas';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

export interface AssistantAnswer {
  senderKind: 'bot' | 'ai';
  saying: Extract<ChatSaying, 'articles' | 'noAnswer'>;
  /** The AI assistant's written answer; null for the bot, whose answer is worded by the web app. */
  text: string | null;
  articles: string[];
}

const inlineText = (parts: FaqInline[]): string =>
  parts.map((p) => (p.type === 'text' || p.type === 'code' ? p.text : inlineText(p.content))).join('');

/**
 * Who answers a chat first (spec trading-core 6 "Assistant bot: answers in chat"; accounts-platform 6 flags): with
 * chatBot on, the assistant bot offers the FAQ articles that match the message; with aiSupport on, the AI assistant
 * also writes the answer out, from the best article's opening (extractive: no language model is reachable from this
 * machine; one would plug in here). With neither, chats go straight to the operators.
 */
@injectable()
export class ChatAssistant {
  constructor(
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(FaqService) private readonly faq: FaqService,
  ) {}

  get present(): boolean {
    return this.operations.flags().chatBot || this.operations.flags().aiSupport;
  }

  async answer(text: string, language: string): Promise<AssistantAnswer> {
    const lang = isLanguage(language) ? language : 'en';
    const senderKind = this.operations.flags().aiSupport ? 'ai' : 'bot';
    const articles = await this.faq.suggest(text, lang, CHAT_ARTICLES_MAX);
    if (!articles.length) return { senderKind, saying: 'noAnswer', text: null, articles: [] };
    return {
      senderKind,
      saying: 'articles',
      text: senderKind === 'ai' ? opening(articles[0]!) : null,
      articles: articles.map((a) => a.id),
    };
  }
}

/** An article's first paragraph, as plain text. */
function opening(article: RenderedArticle): string {
  const first = article.body.find((b) => b.type === 'paragraph');
  return first ? inlineText(first.content) : article.plain.slice(0, 400);
}
